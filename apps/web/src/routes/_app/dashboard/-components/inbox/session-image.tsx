import { useState } from 'react';
import { refreshSession } from '../../../../../lib/shared-refresh.ts';

/**
 * A picture served behind the session cookie. An `<img>` cannot refresh an expired access
 * cookie as the API client does, so a thread opened (or a message arriving) just after the
 * cookie expired would show a broken picture for good: on the first failure the session is
 * refreshed and the picture asked for once more.
 */
export function SessionImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [retry, setRetry] = useState<'none' | 'refreshing' | 'retried'>('none');
  const onError = () => {
    if (retry !== 'none') return;
    setRetry('refreshing');
    void refreshSession().then((fresh) => setRetry(fresh ? 'retried' : 'none'));
  };
  // A different address, so the browser asks again instead of reusing the failed answer.
  const current = retry === 'retried' ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : src;
  return <img className={className} src={current} alt={alt} onError={onError} />;
}
