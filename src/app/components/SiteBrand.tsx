import { useStore } from '@nanostores/react';
import { $siteConfig, siteAssetUrl } from '#app/stores/site-config.ts';

/** The site's logo (or name) linking to the public home page. */
export function SiteBrand() {
  const { siteName, siteLogo } = useStore($siteConfig);
  return (
    <a className="app-brand" href="/">
      {siteLogo ? (
        <img className="app-brand__logo" src={siteAssetUrl(siteLogo)} alt={siteName} height={28} />
      ) : null}
      {siteLogo ? null : <span className="app-brand__name">{siteName}</span>}
    </a>
  );
}
