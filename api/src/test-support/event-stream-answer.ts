import { IncomingMessage } from 'node:http';
import type { Response } from 'supertest';

/**
 * A supertest parser (`.parse(untilFirstEvent)`) for an event stream, which never ends by itself:
 * reads the answer up to the end of its first server-sent event (a blank line), or to its end when
 * it is no stream (a refusal's JSON, then parsed), then closes the connection. The text read is the
 * answer's text.
 */
export function untilFirstEvent(answer: Response, done: (error: Error | null, body: unknown) => void): void {
  // superagent hands a parser the node response itself, typed as its own Response.
  const response: unknown = answer;
  if (!(response instanceof IncomingMessage)) throw new Error('the parser was not given a node response');
  // A refusal is JSON, parsed as supertest would have.
  const isJson = (response.headers['content-type'] ?? '').startsWith('application/json');
  let text = '';
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    // superagent takes the answer's text from here.
    Reflect.set(response, 'text', text);
    response.destroy();
    done(null, isJson ? JSON.parse(text) : text);
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    if (text.includes('\n\n')) finish();
  });
  response.on('end', finish);
}
