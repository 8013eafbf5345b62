/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StaffApiError, StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { useListScreen } from './use-list-screen';

type Rows = { rows: string[] };

/** A console whose GET answers the rows as they are now; `rows` changes between loads as the server's would. */
function consoleWith(request: jest.Mock) {
  const staffConsole = { account: { id: 1 }, can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  return ({ children }: { children: ReactNode }) => <StaffConsoleContext.Provider value={staffConsole}>{children}</StaffConsoleContext.Provider>;
}

describe('useListScreen', () => {
  it('loads the list, asks, works (busy), says what was done and loads the list again', async () => {
    let rows = ['a', 'b'];
    let finish: () => void = () => undefined;
    const request = jest.fn((path: string, options?: { method?: string }) =>
      options?.method === 'DELETE' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve({ rows: [...rows] }),
    );
    const confirm = jest.fn(async (row: string) => {
      await request(`/rows/${row}`, { method: 'DELETE' });
      rows = rows.filter((r) => r !== row);
      return `${row} removed.`;
    });
    const { result } = renderHook(() => useListScreen<Rows, string>('/rows', { confirm }), { wrapper: consoleWith(request) });
    await waitFor(() => expect(result.current.list.data).toEqual({ rows: ['a', 'b'] }));
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask('a'));
    expect(result.current.pending).toBe('a');
    expect(result.current.dialog).toMatchObject({ open: true, busy: false, error: null });

    act(() => result.current.dialog.onConfirm());
    expect(confirm).toHaveBeenCalledWith('a');
    expect(result.current.dialog.busy).toBe(true);
    await act(async () => finish());
    expect(result.current.dialog).toMatchObject({ open: false, busy: false, error: null });
    expect(result.current.notice).toBe('a removed.');
    await waitFor(() => expect(result.current.list.data).toEqual({ rows: ['b'] }));
    expect(request.mock.calls.filter(([path]) => path === '/rows')).toHaveLength(2);
  });

  it('keeps a refusal in the open dialog, and loads the list again only when asked to', async () => {
    const request = jest.fn(() => Promise.resolve({ rows: ['a'] }));
    const refuse = jest.fn(() => Promise.reject(new StaffApiError(409, 'the last administrator cannot be disabled')));
    for (const reloadOnRefusal of [false, true]) {
      request.mockClear();
      const { result, unmount } = renderHook(() => useListScreen<Rows, string>('/rows', { confirm: refuse, reloadOnRefusal }), {
        wrapper: consoleWith(request),
      });
      await waitFor(() => expect(result.current.list.status).toBe('ready'));
      act(() => result.current.ask('a'));
      await act(async () => result.current.dialog.onConfirm());
      expect(result.current.dialog).toMatchObject({ open: true, busy: false, error: 'The last administrator cannot be disabled.' });
      expect(result.current.notice).toBeNull();
      await waitFor(() => expect(result.current.list.status).toBe('ready'));
      expect(request).toHaveBeenCalledTimes(reloadOnRefusal ? 2 : 1);

      // Asking again starts without the last refusal; Cancel closes.
      act(() => result.current.ask('a'));
      expect(result.current.dialog.error).toBeNull();
      act(() => result.current.dialog.onCancel());
      expect(result.current.dialog.open).toBe(false);
      unmount();
    }
  });

  it("a row's action without a question: its refusal above the list, cleared by the next change", async () => {
    const request = jest.fn(() => Promise.resolve({ rows: ['a'] }));
    const { result } = renderHook(() => useListScreen<Rows, string>('/rows', { confirm: jest.fn() }), { wrapper: consoleWith(request) });
    await waitFor(() => expect(result.current.list.status).toBe('ready'));

    await act(() => result.current.act(() => Promise.reject(new StaffApiError(409, 'it is already at the top'))));
    expect(result.current.rowError).toBe('It is already at the top.');
    expect(result.current.notice).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);

    await act(() => result.current.act(() => Promise.resolve('a moved down.')));
    expect(result.current).toMatchObject({ rowError: null, notice: 'a moved down.' });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
