// Nothing to configure: the components carry 'use client' and the stylesheet is imported where
// it is used. The service (here the emulator) answers on the same origin under /v1.
export default {};
