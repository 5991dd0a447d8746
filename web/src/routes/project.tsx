import { pageUrlOf, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import { lazy, Suspense } from 'react';
import { ProjectLeadForm as ProjectLeadFormInPlace } from '~/features/leads';
import { projectFormMessages, projectLeadAction } from '~/features/leads/index.server';
import { ProjectPage } from '~/features/projects';
import { loadProjectPage } from '~/features/projects/projects.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import type { Route } from './+types/project';

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadProjectPage({ url, context });
  return withLeadForms(page, page.language, ['contactMessage'], projectFormMessages);
}
/** The project's request form posts here (a contact message as a potential buyer about this project). */
export async function action({ request, context }: Route.ActionArgs) {
  const page = await loadProjectPage({ url: pageUrlOf(request), context });
  return projectLeadAction({ request, context }, { documentId: page.detail.documentId });
}
export const headers = withFormHeaders(publicPageHeaders);

/** The request form: rendered in place by the server, its code fetched by the browser after the page's. */
const ProjectLeadForm = import.meta.env.SSR
  ? ProjectLeadFormInPlace
  : lazy(async () => {
      const { ProjectLeadForm } = await import('~/features/leads/site-lead-forms');
      return { default: ProjectLeadForm };
    });

export default function Project({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  return (
    <>
      <ProjectPage data={loaderData} />
      <div className="container narrow section">
        <FillTimeStylesheet />
        <Suspense fallback={null}>
          <ProjectLeadForm
            state={actionData?.leadForm ?? loaderData.leadForms.contactMessage!}
            language={loaderData.language}
            project={loaderData.detail.title}
            agencyPhone={settings?.agency?.phone ?? null}
          />
        </Suspense>
      </div>
    </>
  );
}
