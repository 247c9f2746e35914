import type { ToastMessage } from './notifications';

/** A fresh copy of the module: its listeners and waiting toasts are module state. */
function freshNotifications(): typeof import('./notifications') {
  let module: typeof import('./notifications') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./notifications')>('./notifications');
  });
  return module!;
}

describe('toast requests', () => {
  it('reach every subscribed toast area', () => {
    const { showToast, onToast } = freshNotifications();
    const first: ToastMessage[] = [];
    const second: ToastMessage[] = [];
    onToast((toast) => first.push(toast));
    onToast((toast) => second.push(toast));
    showToast({ title: 'Job Created Successfully', variant: 'success' });
    expect(first).toEqual([{ title: 'Job Created Successfully', variant: 'success' }]);
    expect(second).toEqual(first);
  });

  it('wait for the toast area when none is mounted yet, then arrive in order', () => {
    const { showToast, onToast } = freshNotifications();
    showToast({ title: 'One' });
    showToast({ title: 'Two' });
    const shown: string[] = [];
    onToast((toast) => shown.push(toast.title));
    expect(shown).toEqual(['One', 'Two']);
  });

  it('stop reaching an area that unsubscribed', () => {
    const { showToast, onToast } = freshNotifications();
    const shown: string[] = [];
    const stop = onToast((toast) => shown.push(toast.title));
    stop();
    showToast({ title: 'Lost' });
    expect(shown).toEqual([]);
  });
});
