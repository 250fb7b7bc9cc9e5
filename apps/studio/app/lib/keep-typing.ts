import { data, isRouteErrorResponse } from 'react-router';
import { sessionAnswered, sessionEnded } from './session-state';

/** A post that did not go through: the page stays as it was, with what was typed. */
export interface NotSaved {
  ok: false;
  notSaved: true;
  message: string;
}

const notSaved = (message: string, status: number) => data<NotSaved>({ ok: false, notSaved: true, message }, { status });

/**
 * The `clientAction` of every studio page with a form. Without it, React Router shows a post that
 * failed (the session ended, the server unreachable, an error answered) as the error page in place
 * of the form, and what was typed is gone. Here it becomes an answer of the page's own action, so
 * the form keeps every field and says why nothing was saved. Its status (401, 5xx) is an error's,
 * so React Router does not reload the page's data, which would send a signed-out person to the
 * sign-in page. Other redirects (a new campaign's page, the account page) go through.
 *
 *   export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepTypingOnFailure(serverAction);
 */
export async function keepTypingOnFailure<T>(serverAction: () => Promise<T>) {
  try {
    const answer = await serverAction();
    sessionAnswered();
    return answer;
  } catch (error) {
    if (error instanceof Response) {
      const target = new URL(error.headers.get('Location') ?? '/', window.location.href);
      if (target.pathname !== '/studio/sign-in') throw error;
      sessionEnded();
      return notSaved('Not saved: your session has ended. What you typed is still here: sign in again in a new tab, then save again.', 401);
    }
    if (isRouteErrorResponse(error) && error.status < 500) return notSaved(`Not saved. ${String(error.data)} What you typed is still here.`, error.status);
    // 502-504: the edge could not reach the studio's server (restarting, overloaded); a network error alike.
    if (isRouteErrorResponse(error) && ![502, 503, 504].includes(error.status)) return notSaved(`Not saved: the server answered with an error (${error.status}). What you typed is still here: try again in a moment.`, error.status);
    return notSaved('Not saved: the studio could not reach the server. What you typed is still here: try again in a moment.', isRouteErrorResponse(error) ? error.status : 503);
  }
}

/** A page's action answer, split: the action's own answer, or the note that nothing was saved. */
export function splitNotSaved<T extends object>(answer: T | undefined): { answer: Exclude<T, NotSaved> | undefined; notSaved: NotSaved | undefined } {
  if (answer && 'notSaved' in answer) return { answer: undefined, notSaved: answer as unknown as NotSaved };
  return { answer: answer as Exclude<T, NotSaved> | undefined, notSaved: undefined };
}
