/** Text that must never show: anything about demo credentials, a demo account or demo mode. */
const DEMO_TEXT = /\bdemo\s+(credentials?|accounts?|mode|login|password|user)\b/i;
const RECHECK_MS = 2000;

/** Hides every element whose own text mentions demo credentials, a demo account or demo mode. */
function hideDemoText(root: ParentNode): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element && !element.hidden && DEMO_TEXT.test(node.textContent ?? '')) {
      element.hidden = true;
      element.style.setProperty('display', 'none', 'important');
    }
  }
}

/** Watches the page for such text as it changes, plus the specification's 2 s re-check. */
export function startDemoTextGuard(root: HTMLElement = document.body): () => void {
  hideDemoText(root);
  const observer = new MutationObserver(() => hideDemoText(root));
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const timer = setInterval(() => hideDemoText(root), RECHECK_MS);
  return () => {
    observer.disconnect();
    clearInterval(timer);
  };
}
