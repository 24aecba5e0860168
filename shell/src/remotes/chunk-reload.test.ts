import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnChunkError } from './chunk-reload';

function chunkError() {
  const error = new Error('Loading chunk 712 failed.\n(error: http://localhost/712.js)');
  error.name = 'ChunkLoadError';
  return error;
}

afterEach(() => localStorage.clear());

describe('chunk reload guard', () => {
  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const reload = jest.fn();
    const start = 1_800_000_000_000;
    expect(reloadOnChunkError(chunkError(), { now: start, reload })).toBe(true);
    expect(reloadOnChunkError(chunkError(), { now: start + 30_000, reload })).toBe(false);
    expect(reloadOnChunkError(chunkError(), { now: start + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError(chunkError(), { now: start + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
