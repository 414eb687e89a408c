import type { ChatWidgetProps } from '#modules/chat-widget/schema.ts';
import type { CommunicationToolProps } from '#modules/communication-tool/schema.ts';
import type { LinkButtonProps } from '#modules/link-button/schema.ts';
import { type BrandKey, isBrandKey } from '#modules/shared/brands.ts';
import { CONTACT_ICON } from '#modules/shared/channels.ts';
import type { SocialProps } from '#modules/social/schema.ts';
import type { PreparedModule } from './view.ts';

/**
 * The brand icons a published page's modules draw (BrandIcon's `<use>` of the page's sprite), so
 * that the sprite holds those and no others. Generous where a module may draw an icon only once
 * scripts run (the chat widget's close icon while it is open).
 */
export function pageIcons(modules: readonly PreparedModule[]): BrandKey[] {
  const icons = new Set<BrandKey>();
  const add = (icon: string) => {
    if (isBrandKey(icon)) icons.add(icon);
  };
  for (const module of modules) {
    if (module.type === 'chat-widget') {
      const props = module.props as ChatWidgetProps;
      add(props.buttonIcon);
      add('close');
      for (const channel of props.channels) if (channel.enabled) add(channel.icon);
    } else if (module.type === 'social') {
      for (const platform of (module.props as SocialProps).platforms)
        if (platform.enabled) add(platform.platform);
    } else if (module.type === 'link-button') {
      for (const item of (module.props as LinkButtonProps).items) add(item.icon);
    } else if (module.type === 'communication-tool') {
      for (const item of (module.props as CommunicationToolProps).items) add(CONTACT_ICON[item.channel]);
    }
  }
  return [...icons].sort();
}
