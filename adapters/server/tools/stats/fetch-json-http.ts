import type { JsonHttp } from '../../../../application/tools/stats-ports.ts';

/** The stats adapters' HTTP: fetch with a 5-second limit, JSON bodies (a non-JSON body reads as null). */
export const fetchJsonHttp: JsonHttp = async (url, init) => {
  const response = await fetch(url, { headers: init.headers, signal: AbortSignal.timeout(5000) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body };
};
