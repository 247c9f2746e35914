import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from 'shared-contracts/ui';

import { FormExits } from './FormExits';
import { FormPage, type FormPageProps } from './FormPage';

type Exits<T extends { id: string }> = ComponentProps<typeof FormExits<T>>;

interface CreatePageProps<T extends { id: string }> extends Pick<FormPageProps, 'load' | 'failure'>, Pick<Exits<T>, 'form' | 'savedTo'> {
  /** The header's words; Cancel goes back where `back` leads. */
  header: { title: string; subtitle: string; back: { label: string; to: string } };
  /** The form, given what it does once done. */
  children: Exits<T>['children'];
}

/**
 * Every create page: its header, the form (once what it needs is read), and the question before leaving
 * unsaved changes; a save opens `savedTo`, Cancel goes back.
 *
 * @example <CreatePage form={form} header={HEADER} savedTo={(job) => routes.jobs.detail(job.id)}>{(done) => <JobForm form={form} {...done} />}</CreatePage>
 */
export function CreatePage<T extends { id: string }>({ form, header, savedTo, load, failure, children }: CreatePageProps<T>): ReactNode {
  return (
    <FormPage header={<PageHeader {...header} />} load={load} failure={failure}>
      {() => (
        <FormExits form={form} savedTo={savedTo} cancelTo={header.back.to}>
          {children}
        </FormExits>
      )}
    </FormPage>
  );
}
