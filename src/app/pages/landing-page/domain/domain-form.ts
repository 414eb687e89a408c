import { computed, map } from 'nanostores';
import { ApiCodeError } from '#app/api/errors.ts';
import { planLinkOf } from '#app/api/plan-refusal.ts';
import { checkForm, serverFieldErrors } from '#app/member-center/form.ts';
import {
  type DomainAddBody,
  type DomainEditBody,
  type DomainItem,
  type DomainRegion,
  type DomainType,
  domainAddBodySchema,
  domainEditBodySchema,
  MAX_CERTIFICATE_CHARS,
} from '#core/contracts/domain.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

/** Largest certificate or key file read into the form (the contract caps the text at 64 KB too). */
export const MAX_PEM_FILE_BYTES = MAX_CERTIFICATE_CHARS;

export type PemField = 'certificate' | 'private_key';
/** The fields in screen order (the first with a message takes the focus). */
export const DOMAIN_FORM_FIELDS = ['name', 'region', 'certificate', 'private_key'] as const;
export type DomainFormField = (typeof DOMAIN_FORM_FIELDS)[number];

export type DomainFormState = {
  readonly name: string;
  readonly region: DomainRegion;
  readonly type: DomainType;
  readonly certificate: string;
  readonly privateKey: string;
  readonly errors: FieldErrors;
  /** A refusal about no field (e.g. the plan covers no more domains), and its buy link ('' none). */
  readonly refusal: string;
  readonly refusalLink: string;
  readonly busy: boolean;
};

/** The domain form's calls (domain-api.ts in the app; fakes in tests). */
export type DomainFormCalls = {
  readonly addDomain: (body: DomainAddBody) => Promise<DomainItem>;
  readonly editDomain: (body: DomainEditBody) => Promise<DomainItem>;
};

/** Why a certificate or key file was not read; the screen words it. */
export type PemFileProblem = 'tooLarge' | 'failed';

const DEFAULT_REGION: DomainRegion = 'ap-east-1';
const DEFAULT_TYPE: DomainType = 'http';

/**
 * Adding a domain, or editing `domain`: name (fixed once added), region, type and, for HTTPS,
 * the certificate and private key, pasted or read from files. Checked with the endpoint's
 * contract first; the server's refusals (name rules, certificate checks) land on their fields.
 */
export function createDomainForm(options: {
  readonly domain: DomainItem | null;
  readonly lang: () => Lang;
  readonly calls: DomainFormCalls;
}) {
  const { domain, calls } = options;
  const $state = map<DomainFormState>({
    name: domain?.display_name ?? '',
    region: domain?.region ?? DEFAULT_REGION,
    type: domain?.type ?? DEFAULT_TYPE,
    certificate: '',
    privateKey: '',
    errors: {},
    refusal: '',
    refusalLink: '',
    busy: false,
  });

  /** Typed or pasted work that closing would lose (a certificate pasted by hand is easy to lose). */
  const $dirty = computed(
    $state,
    (state) =>
      state.certificate !== '' ||
      state.privateKey !== '' ||
      state.region !== (domain?.region ?? DEFAULT_REGION) ||
      state.type !== (domain?.type ?? DEFAULT_TYPE) ||
      (domain === null && state.name.trim() !== ''),
  );

  const setPem = (field: PemField, text: string) =>
    $state.setKey(field === 'certificate' ? 'certificate' : 'privateKey', text);
  const setError = (field: string, message: string) =>
    $state.setKey('errors', { ...$state.get().errors, [field]: message });

  return {
    $state,
    $dirty,
    setName: (name: string) => $state.setKey('name', name),
    setRegion: (region: DomainRegion) => $state.setKey('region', region),
    setType: (type: DomainType) => $state.setKey('type', type),
    setPem,

    /** Reads a certificate or key file into its field; answers why not, the message under the field. */
    async readFile(
      field: PemField,
      file: { readonly size: number; text(): Promise<string> },
      words: (problem: PemFileProblem) => string,
    ): Promise<void> {
      if (file.size > MAX_PEM_FILE_BYTES) {
        setError(field, words('tooLarge'));
        return;
      }
      try {
        setPem(field, (await file.text()).trim());
        setError(field, '');
      } catch {
        setError(field, words('failed'));
      }
    },

    /** Saves; answers the saved domain, or the first field to fix (null when none has a message). */
    async submit(): Promise<{ saved: DomainItem } | { focus: DomainFormField | null }> {
      const { name, region, type, certificate, privateKey } = $state.get();
      const fields = { region, type, certificate, private_key: privateKey };
      const checked = domain
        ? checkForm(domainEditBodySchema, { id: domain.id, ...fields }, options.lang())
        : checkForm(domainAddBodySchema, { name, ...fields }, options.lang());
      const firstError = (errors: FieldErrors) => DOMAIN_FORM_FIELDS.find((field) => errors[field]) ?? null;
      if (!checked.ok) {
        $state.setKey('errors', checked.errors);
        return { focus: firstError(checked.errors) };
      }
      $state.set({ ...$state.get(), errors: {}, refusal: '', refusalLink: '', busy: true });
      try {
        const saved = domain
          ? await calls.editDomain({ id: domain.id, ...fields })
          : await calls.addDomain({ name, ...fields });
        return { saved };
      } catch (error) {
        const refused = serverFieldErrors(error);
        const refusal =
          error instanceof ApiCodeError && Object.keys(refused).length === 0 ? error.envelope.msg : '';
        $state.set({ ...$state.get(), errors: refused, refusal, refusalLink: planLinkOf(error) });
        return { focus: firstError(refused) };
      } finally {
        $state.setKey('busy', false);
      }
    },
  };
}
export type DomainForm = ReturnType<typeof createDomainForm>;
