/**
 * Filling in the Donatee Form in component tests: the answers every application needs (the
 * picture aside, which each test chooses itself).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A day `days` before today, YYYY-MM-DD in the local calendar (as a date input holds it). */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface ApplicationAnswers {
  monthlyIncome?: string;
  householdIncome?: string;
  bankBalance?: string;
  householdSize?: string;
  dependent?: 'Yes' | 'No';
  examDate?: string;
}

/** Types each answer (an empty one is left blank); the defaults make a complete application. */
export async function fillApplication(user: UserEvent, answers: ApplicationAnswers = {}): Promise<void> {
  const type = async (label: string, text: string) => {
    if (text) await user.type(screen.getByLabelText(label), text);
  };
  await type('Monthly Income', answers.monthlyIncome ?? '1200');
  await type('Household Income', answers.householdIncome ?? '2500.5');
  await type('Current Bank Balance', answers.bankBalance ?? '80');
  await type('People in your household', answers.householdSize ?? '3');
  await user.click(screen.getByLabelText(answers.dependent ?? 'No'));
  await type('Date of your eye exam', answers.examDate ?? daysAgo(30));
}
