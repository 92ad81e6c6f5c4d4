// Counts Content-Security-Policy violations from the first moment of the page (a classic script,
// so it runs before any module). csp.ts shows the list once the page is ready.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.cspViolations.push(e);
  const out = document.getElementById('violations');
  if (out) out.textContent = String(window.cspViolations.length);
  const list = document.getElementById('violation-list');
  if (list) {
    const item = document.createElement('li');
    item.textContent = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sourceFile ? `at ${e.sourceFile}:${e.lineNumber}` : ''}`;
    list.append(item);
  }
});
