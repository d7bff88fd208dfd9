import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  return <Spinner fullScreen label="Loading page" />;
}
