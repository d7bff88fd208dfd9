import { useContractMessage } from '@/i18n/contract-messages';

/**
 * Why a gift could not go through, read out when it appears, with the server's words on its fields
 * if it gave any. A contract message (MESSAGES) is kept in English and shown in the page's language.
 */
export function DonationProblem({ problem, details }: { problem: string | undefined; details: string[] }) {
  const message = useContractMessage();
  if (!problem) return null;
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p>{message(problem)}</p>
      {details.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {details.map((detail) => (
            <li key={detail}>{message(detail)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
