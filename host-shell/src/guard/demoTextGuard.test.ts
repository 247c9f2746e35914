import { startDemoTextGuard } from './demoTextGuard';

describe('demo text guard', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('hides elements that mention demo credentials, a demo account or demo mode, and nothing else', () => {
    document.body.innerHTML = `
      <p id="a">Use these demo credentials to sign in</p>
      <p id="b">This is a demo account</p>
      <p id="c">Running in Demo Mode</p>
      <p id="d">Book a demonstration of our fleet</p>`;
    const stop = startDemoTextGuard(document.body);
    expect(document.getElementById('a')).not.toBeVisible();
    expect(document.getElementById('b')).not.toBeVisible();
    expect(document.getElementById('c')).not.toBeVisible();
    expect(document.getElementById('d')).toBeVisible();
    stop();
  });

  it('hides such text as soon as it is added to the page', async () => {
    const stop = startDemoTextGuard(document.body);
    const late = document.createElement('div');
    late.textContent = 'Demo credentials: admin / secret';
    document.body.append(late);
    await Promise.resolve();
    expect(late).not.toBeVisible();
    stop();
  });
});
