import { act, renderHook } from '@testing-library/react';

import { useQuoteForm } from './useQuoteForm';

const TODAY = '2025-06-10';

describe('useQuoteForm', () => {
  it('knows every error at once but shows none before the visitor does anything', () => {
    const { result } = renderHook(() => useQuoteForm(TODAY));
    expect(Object.keys(result.current.errors)).toHaveLength(6);
    expect(result.current.shownErrors).toEqual({});
  });

  it('shows a field’s error once the visitor has typed in it and left it', () => {
    const { result } = renderHook(() => useQuoteForm(TODAY));
    act(() => result.current.leaveField('email'));
    expect(result.current.shownErrors.email).toBeUndefined();
    act(() => result.current.setField('email', 'ann@'));
    act(() => result.current.leaveField('email'));
    expect(result.current.shownErrors).toEqual({ email: 'Enter an email address like name@example.co.uk' });
  });

  it('shows every error after a send attempt, and hides them again (keeping the values) on cancel', () => {
    const { result } = renderHook(() => useQuoteForm(TODAY));
    act(() => result.current.setField('fullName', 'Ann'));
    act(() => result.current.markAttempted());
    expect(Object.keys(result.current.shownErrors)).toHaveLength(5);
    act(() => result.current.clearErrors());
    expect(result.current.shownErrors).toEqual({});
    expect(result.current.values.fullName).toBe('Ann');
  });

  it('resets to an empty form', () => {
    const { result } = renderHook(() => useQuoteForm(TODAY));
    act(() => result.current.setField('details', 'Piano'));
    act(() => result.current.markAttempted());
    act(() => result.current.reset());
    expect(result.current.values.details).toBe('');
    expect(result.current.shownErrors).toEqual({});
  });
});
