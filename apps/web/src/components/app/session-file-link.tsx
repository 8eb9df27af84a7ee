import type { MouseEvent, ReactNode } from 'react';
import { refreshSession } from '../../lib/shared-refresh.ts';

/** A click the page may take over: a plain left click, not one that asks for a new tab. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Follows the link as the browser would have, once the session can open it. */
const follow = (href: string, download: string | boolean | undefined, newTab: boolean) => {
  if (download !== undefined) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = download === true ? '' : String(download);
    anchor.click();
    return;
  }
  if (newTab) {
    const opened = window.open(href, '_blank');
    if (opened) {
      opened.opener = null;
      return;
    }
  }
  window.location.assign(href);
};

/**
 * A link to a file served behind the session cookie (a customer's document, a payment proof).
 * A browser follows a link without the API client's refresh, so after the access cookie expired
 * (an inbox left open on its live stream makes no other call) the click would land on a 401 page.
 * A plain click first asks the file's headers, refreshes the session once on a 401, then opens
 * the file; a middle click, a modified click or "copy link" keep the plain link.
 */
export function SessionFileLink({
  href,
  download,
  newTab = false,
  className,
  children,
}: {
  href: string;
  download?: string | boolean;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const head = await fetch(href, { method: 'HEAD', credentials: 'same-origin' }).catch(
      () => undefined,
    );
    if (head?.status === 401) await refreshSession();
    follow(href, download, newTab);
  };
  return (
    <a
      href={href}
      className={className}
      {...(download !== undefined ? { download } : {})}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
