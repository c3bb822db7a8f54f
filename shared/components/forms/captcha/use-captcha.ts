import { useCallback, useEffect, useReducer, useRef } from 'react';
import { INITIAL_CAPTCHA_STATE, captchaReducer, refreshDelay } from './captcha-state.ts';

/**
 * The captcha's state and its two moves. `start` loads the solver on first use (a lazy
 * chunk: pages without a form never fetch it) and does nothing while a run is under way or
 * has succeeded; `reset` drops the payload and starts over with a new challenge.
 */
export function useCaptcha(challengeUrl: string) {
  const [state, dispatch] = useReducer(captchaReducer, INITIAL_CAPTCHA_STATE);
  const run = useRef<AbortController | undefined>(undefined);

  const start = useCallback(() => {
    if (run.current) return;
    const controller = new AbortController();
    run.current = controller;
    dispatch({ type: 'start' });
    import('./solve-captcha.ts')
      .then(({ solveCaptcha }) => solveCaptcha({ challengeUrl, signal: controller.signal }))
      .then(
        (solved) => {
          if (solved && !controller.signal.aborted) dispatch({ type: 'solved', ...solved });
        },
        () => {
          if (controller.signal.aborted) return;
          run.current = undefined;
          dispatch({ type: 'failed' });
        },
      );
  }, [challengeUrl]);

  const reset = useCallback(() => {
    run.current?.abort();
    run.current = undefined;
    dispatch({ type: 'reset' });
    start();
  }, [start]);

  useEffect(() => () => run.current?.abort(), []);

  // A challenge is accepted for a limited time: a shopper still on the form gets a new one.
  useEffect(() => {
    const delay = refreshDelay(state, Date.now());
    if (delay === undefined) return;
    const timer = setTimeout(reset, delay);
    return () => clearTimeout(timer);
  }, [state, reset]);

  return { state, start, reset };
}
