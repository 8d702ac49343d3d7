/**
 * The error page's catalogue (spec section 2): the title and message shown for
 * a status code. Unknown statuses show the generic title and the error's own
 * message, or 'Something went wrong'.
 */
export interface ErrorPageContent {
  readonly status: number;
  readonly title: string;
  readonly message: string;
}

export const ERROR_PAGES: Readonly<Record<number, Omit<ErrorPageContent, 'status'>>> = {
  404: { title: 'Page Not Found', message: "The page you're looking for doesn't exist" },
  500: { title: 'Server Error', message: 'Internal server error occurred' },
  403: { title: 'Access Denied', message: "You don't have permission to access this resource" },
  401: { title: 'Authentication Required', message: 'You need to be authenticated to access this page' },
  503: { title: 'Service Unavailable', message: 'Service is temporarily unavailable' },
};

export const GENERIC_ERROR_TITLE = 'Oops! Something went wrong';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The buttons of the error page, in order; `href: null` means "go back in history". */
export const ERROR_PAGE_ACTIONS = [
  { key: 'home', label: 'Go back to home', href: '/' },
  { key: 'back', label: 'Go back', href: null },
  { key: 'support', label: 'Contact Support', href: '/support' },
] as const;

/** What the error page shows for `status`, given the error's own message if any. */
export function errorPageFor(status: number, ownMessage?: string): ErrorPageContent {
  const known = ERROR_PAGES[status];
  if (known !== undefined) return { status, ...known };
  const message = ownMessage !== undefined && ownMessage.trim() !== '' ? ownMessage : GENERIC_ERROR_MESSAGE;
  return { status, title: GENERIC_ERROR_TITLE, message };
}

/** The message of a missing page (spec section 8). */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
