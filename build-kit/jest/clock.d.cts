export declare const TODAY: string;
export declare function dateOnlyClock(now?: number | Date): {
  now: number | Date;
  advanceTimers: true;
  doNotFake: (
    | 'hrtime'
    | 'nextTick'
    | 'performance'
    | 'queueMicrotask'
    | 'requestAnimationFrame'
    | 'cancelAnimationFrame'
    | 'requestIdleCallback'
    | 'cancelIdleCallback'
    | 'setImmediate'
    | 'clearImmediate'
    | 'setInterval'
    | 'clearInterval'
    | 'setTimeout'
    | 'clearTimeout'
  )[];
};
