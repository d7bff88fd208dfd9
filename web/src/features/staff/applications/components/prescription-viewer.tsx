import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';

import { dioptres } from '../../lib/format';
import type { StaffApplication } from '../../lib/types';
import { usePrescriptionFile } from '../api/get-prescription-file';

function PrescriptionFile({ url, contentType }: { url: string; contentType: string }) {
  const file = usePrescriptionFile(url);
  if (file.isPending) return <Spinner label="Loading the prescription" />;
  if (file.isError || !file.objectUrl) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
        The prescription could not be loaded.
        <Button variant="secondary" onClick={() => void file.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (contentType === 'application/pdf') {
    return (
      <object
        data={file.objectUrl}
        type="application/pdf"
        title="The uploaded prescription (PDF)"
        className="h-96 w-full rounded-lg border border-slate-200"
      >
        <a href={file.objectUrl} className="font-semibold text-blue-700 underline">
          Open the prescription (PDF)
        </a>
      </object>
    );
  }
  return (
    <img
      src={file.objectUrl}
      alt="The uploaded prescription"
      className="max-h-96 w-full rounded-lg border border-slate-200 object-contain"
    />
  );
}

/** The figures' rows: each eye's sphere and cylinder. */
const EYES = [
  { label: 'Right', sphere: 'sphere_right', cylinder: 'cylinder_right' },
  { label: 'Left', sphere: 'sphere_left', cylinder: 'cylinder_left' },
] as const;

/** The uploaded prescription inline, with the figures the applicant typed beside it. */
export function PrescriptionViewer({ application }: { application: StaffApplication }) {
  const figures = application.prescription_figures;
  return (
    <Panel title="Prescription" size="compact">
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        <div>
          {application.prescription ? (
            <PrescriptionFile url={application.prescription.url} contentType={application.prescription.content_type} />
          ) : (
            <p className="text-slate-700">No prescription uploaded.</p>
          )}
        </div>
        <table className="h-fit text-left text-sm">
          <caption className="sr-only">Prescription figures</caption>
          <thead>
            <tr>
              {['Eye', 'Sphere', 'Cylinder'].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EYES.map((eye) => (
              <tr key={eye.label}>
                <th scope="row" className="px-2 py-1">
                  {eye.label}
                </th>
                <td className="px-2 py-1">{dioptres(figures[eye.sphere])}</td>
                <td className="px-2 py-1">{dioptres(figures[eye.cylinder])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-2 py-1">
                Exam date
              </th>
              <td colSpan={2} className="px-2 py-1">
                {figures.exam_date ?? 'Not given'}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}
