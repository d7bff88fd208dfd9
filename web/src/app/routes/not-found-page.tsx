import { RefusalPage } from '@/components/ui/refusal-page';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundPage() {
  return (
    <RefusalPage
      status={404}
      title={NOT_FOUND_TITLE}
      explanation="The page you are looking for does not exist or has moved."
      homeLabel="Back to Home"
    />
  );
}
