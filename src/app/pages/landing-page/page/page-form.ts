import { map } from 'nanostores';
import { ApiCodeError } from '#app/api/errors.ts';
import { planLinkOf } from '#app/api/plan-refusal.ts';
import { checkForm, serverFieldErrors } from '#app/member-center/form.ts';
import {
  type PageAddBody,
  type PageEditBody,
  type PageRow,
  pageAddBodySchema,
  pageEditBodySchema,
} from '#core/contracts/page.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

export type PageFormField = 'name' | 'route' | 'domain_id';
/** The fields in screen order (the first with a message takes the focus). */
export const PAGE_FORM_FIELDS: readonly PageFormField[] = ['name', 'route', 'domain_id'];

export type PageFormState = {
  readonly name: string;
  readonly route: string;
  readonly domainId: string;
  readonly errors: FieldErrors;
  /** A refusal without a field (e.g. the route is taken on that domain), shown above the buttons. */
  readonly refusal: string;
  /** With a refusal for want of a plan: where to buy it ('' otherwise). */
  readonly refusalLink: string;
  readonly busy: boolean;
};

/** The page form's calls (page-api.ts in the app; fakes in tests). */
export type PageFormCalls = {
  readonly addPage: (body: PageAddBody) => Promise<PageRow>;
  readonly editPage: (body: PageEditBody) => Promise<PageRow>;
};

/**
 * Adding a page, or editing `page`: name, route, domain. Checked with the endpoint's contract
 * before sending; the server's field messages land on their fields, a refusal without one above
 * the buttons.
 */
export function createPageForm(options: {
  readonly page: PageRow | null;
  readonly lang: () => Lang;
  readonly calls: PageFormCalls;
}) {
  const { page, calls } = options;
  /**
   * The add's name (the contract's request_id) and the fields it was sent with: sent again with
   * the same fields after no answer came, it keeps its name, so a page the lost answer made is
   * answered rather than made twice. A new name after an answer, or for other fields.
   */
  let pending: { id: string; fields: string } | null = null;
  const $state = map<PageFormState>({
    name: page?.name ?? '',
    route: page?.route ?? '/',
    domainId: page?.domain?.id ?? '',
    errors: {},
    refusal: '',
    refusalLink: '',
    busy: false,
  });

  return {
    $state,
    setName: (name: string) => $state.setKey('name', name),
    setRoute: (route: string) => $state.setKey('route', route),
    setDomainId: (domainId: string) => $state.setKey('domainId', domainId),

    /** Saves; answers the saved page, or the first field to fix ('' when refused without one). */
    async submit(): Promise<{ saved: PageRow } | { focus: PageFormField | '' }> {
      const { name, route, domainId } = $state.get();
      const fields = { name, route, domain_id: domainId };
      $state.set({ ...$state.get(), refusal: '', refusalLink: '' });
      const checked = page
        ? checkForm(pageEditBodySchema, { id: page.id, ...fields }, options.lang())
        : checkForm(pageAddBodySchema, fields, options.lang());
      if (!checked.ok) {
        $state.setKey('errors', checked.errors);
        return { focus: PAGE_FORM_FIELDS.find((field) => checked.errors[field]) ?? '' };
      }
      $state.set({ ...$state.get(), errors: {}, busy: true });
      const sent = JSON.stringify(fields);
      if (!page && pending?.fields !== sent) pending = { id: crypto.randomUUID(), fields: sent };
      try {
        const saved = page
          ? await calls.editPage({ id: page.id, ...fields })
          : await calls.addPage({ ...fields, request_id: pending?.id ?? crypto.randomUUID() });
        pending = null;
        return { saved };
      } catch (error) {
        // An answer (a refusal) ends the add; no answer keeps its name for the next try.
        if (error instanceof ApiCodeError) pending = null;
        const errors = serverFieldErrors(error);
        const refusal =
          error instanceof ApiCodeError && Object.keys(errors).length === 0 ? error.envelope.msg : '';
        $state.set({ ...$state.get(), errors, refusal, refusalLink: planLinkOf(error) });
        return { focus: '' };
      } finally {
        $state.setKey('busy', false);
      }
    },
  };
}
export type PageForm = ReturnType<typeof createPageForm>;
