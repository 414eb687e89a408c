import * as z from 'zod/mini';

/** Entry types of the rules, menus and manages trees (spec section 3). */
export const RULE_TYPES = ['button', 'menu', 'menu_dir', 'nav', 'nav_dir', 'route', 'nav_user_menu'] as const;
/** How a menu entry opens (spec section 2). */
export const MENU_TYPES = ['link', 'iframe', 'tab'] as const;
/** `extend` values: `add_rules_only` entries grant permission but are not shown. */
export const RULE_EXTENDS = ['none', 'add_rules_only', 'add_menu_only'] as const;

export type RuleEntry = {
  id: number;
  /** Unique name, also the route name for tab entries. */
  name: string;
  /** Title in the request's language. */
  title: string;
  /** App path for tab/iframe entries and permission nodes; URL for link entries. */
  path: string;
  icon: string;
  type: (typeof RULE_TYPES)[number];
  menu_type: (typeof MENU_TYPES)[number] | '';
  url: string;
  extend: (typeof RULE_EXTENDS)[number];
  children: RuleEntry[];
};

/** On `zod/mini`: the start-up call's answer holds three trees of these (index-endpoint.ts). */
export const ruleEntrySchema: z.ZodMiniType<RuleEntry> = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    title: z.string(),
    path: z.string(),
    icon: z.string(),
    type: z.enum(RULE_TYPES),
    menu_type: z.union([z.enum(MENU_TYPES), z.literal('')]),
    url: z.string(),
    extend: z.enum(RULE_EXTENDS),
    children: z.array(ruleEntrySchema),
  }),
);
