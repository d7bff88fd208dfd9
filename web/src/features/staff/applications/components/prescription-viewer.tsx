import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';

import { dioptres } from '../../lib/format';
import type { StaffApplication } from '../../lib/types';
import { usePrescriptionFile } from '../api/get-prescription-file';
import { staffApplicationsTexts } from '../texts';

function PrescriptionFile({ url, contentType }: { url: string; contentType: string }) {
  const file = usePrescriptionFile(url);
  const t = useTexts(staffApplicationsTexts);
  if (file.isPending) return <Spinner label={t('prescriptionLoading')} />;
  if (file.isError || !file.objectUrl) {
    return <LoadError message={t('prescriptionFailed')} onRetry={() => void file.refetch()} retrying={file.isFetching} />;
  }
  if (contentType === 'application/pdf') {
    return (
      <object
        data={file.objectUrl}
        type="application/pdf"
        title={t('prescriptionPdf')}
        className="h-96 w-full rounded-lg border border-slate-200"
      >
        <a href={file.objectUrl} className="font-semibold text-blue-700 underline">
          {t('openPrescriptionPdf')}
        </a>
      </object>
    );
  }
  return (
    <img src={file.objectUrl} alt={t('prescriptionImage')} className="max-h-96 w-full rounded-lg border border-slate-200 object-contain" />
  );
}

/** The figures' rows: each eye's sphere and cylinder. */
const EYES = [
  { label: 'eyeRight', sphere: 'sphere_right', cylinder: 'cylinder_right' },
  { label: 'eyeLeft', sphere: 'sphere_left', cylinder: 'cylinder_left' },
] as const;

/** The uploaded prescription inline, with the figures the applicant typed beside it. */
export function PrescriptionViewer({ application }: { application: StaffApplication }) {
  const t = useTexts(staffApplicationsTexts);
  const figures = application.prescription_figures;
  return (
    <Panel title={t('prescriptionTitle')} size="compact">
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        <div>
          {application.prescription ? (
            <PrescriptionFile url={application.prescription.url} contentType={application.prescription.content_type} />
          ) : (
            <p className="text-slate-700">{t('noPrescription')}</p>
          )}
        </div>
        <table className="h-fit text-left text-sm">
          <caption className="sr-only">{t('figuresCaption')}</caption>
          <thead>
            <tr>
              {(['eye', 'sphere', 'cylinder'] as const).map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1">
                  {t(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EYES.map((eye) => (
              <tr key={eye.label}>
                <th scope="row" className="px-2 py-1">
                  {t(eye.label)}
                </th>
                <td className="px-2 py-1">{dioptres(figures[eye.sphere])}</td>
                <td className="px-2 py-1">{dioptres(figures[eye.cylinder])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-2 py-1">
                {t('examDate')}
              </th>
              <td colSpan={2} className="px-2 py-1">
                {figures.exam_date ?? t('notGiven')}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}
