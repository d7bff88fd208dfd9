import { EDITABLE_APPLICATION_STATUSES, pairHasLeft, type Donatee } from '@onepair/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { formatDioptres } from '@/components/application/prescription';
import { donateeProgress } from '@/components/claim/donatee-progress';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { accountTexts, englishText, formatDate, type AccountKey } from '../texts';

import { PrescriptionForm } from './prescription-form';
import { PrescriptionLink } from './prescription-link';

export interface PrescriptionPanelProps {
  donatee: Donatee;
}

type Translate = (key: AccountKey, values?: Record<string, string>) => string;

function eye(t: Translate, sphere: number | null | undefined, cylinder: number | null | undefined): string {
  if (typeof sphere !== 'number') return t('notGiven');
  return typeof cylinder === 'number' && cylinder !== 0
    ? t('sphereAndCylinder', { sphere: formatDioptres(sphere), cylinder: formatDioptres(cylinder) })
    : t('sphere', { sphere: formatDioptres(sphere) });
}

function day(t: Translate, value: string | null | undefined): string {
  if (!value) return t('notGiven');
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * The prescription of an application that was sent: its figures, exam date and picture. Until a
 * pair has shipped the recipient may correct or replace it here (an application staff sent back is
 * changed through the application instead, which sends it again); afterwards it is fixed.
 */
export function PrescriptionPanel({ donatee }: PrescriptionPanelProps) {
  const t = useTexts(accountTexts);
  const progress = donateeProgress(donatee);
  const claimStatus = progress.claim?.status;
  const shipped = donatee.has_claimed && pairHasLeft(claimStatus);
  const status = progress.applicationStatus;
  const sentBack = status !== null && status !== 'not_submitted' && EDITABLE_APPLICATION_STATUSES.includes(status);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const toggleId = useId();
  // After the form closes, the focus goes back to the button that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(toggleId)?.focus();
    }
  }, [editing, toggleId]);

  const close = (wasSaved: boolean) => {
    returnFocus.current = true;
    setSaved(wasSaved);
    setEditing(false);
  };

  const rows: [AccountKey, ReactNode][] = [
    ['rightEye', eye(t, donatee.prescription_sphere_right, donatee.prescription_cylinder_right)],
    ['leftEye', eye(t, donatee.prescription_sphere_left, donatee.prescription_cylinder_left)],
    ['examDate', day(t, donatee.prescription_exam_date)],
    ['currentFile', donatee.prescription ? <PrescriptionLink address={donatee.prescription} label={t('openCurrentFile')} /> : t('noFile')],
  ];

  return (
    <Panel title={t('prescriptionTitle')}>
      <Facts className="mt-4" rows={rows.map(([term, value]) => [t(term), value, `prescription-${englishText(term)}`])} />
      {saved && !editing && (
        <div className="mt-4">
          <FormMessage tone="success" message={t('prescriptionSaved')} />
        </div>
      )}
      {shipped ? (
        <p className="mt-4 text-slate-700">{t('prescriptionLocked')}</p>
      ) : sentBack ? (
        <p className="mt-4 text-slate-700">
          <Link to={paths.apply} className="font-semibold text-blue-700 underline">
            {t('prescriptionViaApplication')}
          </Link>
        </p>
      ) : editing ? (
        <PrescriptionForm donatee={donatee} onSaved={() => close(true)} onCancel={() => close(false)} />
      ) : (
        <Button
          id={toggleId}
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('replacePrescription')}
        </Button>
      )}
    </Panel>
  );
}
