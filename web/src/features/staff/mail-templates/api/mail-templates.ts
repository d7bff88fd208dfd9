import type { Language, MailTemplate, MailTemplateKey, MailTemplateList, MailTextWrite } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

const mailTemplatesQueryKey = ['staff', 'mail-templates'] as const;
const templatePath = (template: MailTemplateKey, language: Language) => `/api/staff/mail-templates/${template}/${language}/`;

/** GET /api/staff/mail-templates/: every kind of mail in every language. */
export function useMailTemplates() {
  return useQuery({
    queryKey: mailTemplatesQueryKey,
    queryFn: ({ signal }) => apiClient.get<MailTemplateList>('/api/staff/mail-templates/', { signal }),
  });
}

/** A saved or reset text replaces its row in the list the page reads. */
function useTemplateChange<Input>(send: (input: Input) => Promise<MailTemplate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) =>
      queryClient.setQueryData<MailTemplateList>(mailTemplatesQueryKey, (list) =>
        list
          ? {
              results: list.results.map((row) => (row.template === changed.template && row.language === changed.language ? changed : row)),
            }
          : list,
      ),
  });
}

/** PUT /api/staff/mail-templates/{template}/{language}/: staff's text, used by the next mails. */
export function useSaveMailTemplate(template: MailTemplateKey, language: Language) {
  return useTemplateChange((text: MailTextWrite) => apiClient.put<MailTemplate>(templatePath(template, language), text));
}

/** DELETE /api/staff/mail-templates/{template}/{language}/: back to the product's text. */
export function useResetMailTemplate(template: MailTemplateKey, language: Language) {
  return useTemplateChange(() => apiClient.delete<MailTemplate>(templatePath(template, language)));
}
