// German UI text, second chunk: the messages that follow those of ./de.ts in the order of the
// English keys (each line's comment names its key; test/unit/strings-de.test.ts checks the order
// over both files). A second chunk because ./de.ts is at the 1.5 KB a language chunk may have.
import type {Message} from '../strings.ts';

const more: Message[] = [
  'Mehrere bearbeiten', // bulkEdit
];

export default more;
