import { act, renderHook } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

import { ApiError } from './api-client';
import { useFileDownload } from './use-file-download';

describe('useFileDownload', () => {
  it('saves the fetched file under its name, busy only while it is fetched', async () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, original));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    let finish: (file: Blob) => void = () => {};
    const { result } = renderHook(() => useFileDownload({ failed: 'It failed.' }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.download(() => new Promise<Blob>((resolve) => (finish = resolve)), 'report.csv');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish(new Blob(['a,b']));
      await done;
    });
    expect(clicked).toEqual(['report.csv']);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('says it failed, in the server’s words or else the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFileDownload({ failed: 'It failed.', tryAgain: 'Try again.' }));
    await act(() => result.current.download(() => Promise.reject(new ApiError(404, { detail: 'No such year.' })), 'report.csv'));
    expect(result.current.error).toBe('It failed. No such year.');
    expect(result.current.busy).toBe(false);
    await act(() => result.current.download(() => Promise.reject(new ApiError(400, { year: ['Bad.'] })), 'report.csv'));
    expect(result.current.error).toBe('It failed. Try again.');
    act(() => result.current.clearError());
    expect(result.current.error).toBeUndefined();
  });
});
