import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Form from '#modules/chat-widget/Form.tsx';
import { schema } from '#modules/chat-widget/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['chat-widget'];

describe('chat widget form', () => {
  it('shows every section and inline errors tied to their fields', () => {
    const value = schema.parse({
      ...filled,
      autoClose: true,
      badge: { show: true },
      polling: { enabled: true, accounts: '+85211111111' },
    });
    const html = renderToStaticMarkup(
      <Form
        services={FORM_SERVICES}
        value={value}
        onChange={() => {}}
        lang="en"
        errors={{
          'channels.0.value': 'Channel 1 value cannot be empty',
          closeDelay: 'The close delay must be between 1000 and 10000',
        }}
      />,
    );
    for (const label of [
      'Position',
      'Offset X',
      'Offset Y',
      'z-index',
      'Main button color',
      'Size',
      'Widget shape',
      'Channel layout',
      'Show labels',
      'Label position',
      'Close delay (ms',
      'Welcome text',
      'Cycle interval',
      'Badge text',
      'Badge animation',
      'Extra accounts',
      'Event tracking',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('role="alert">Channel 1 value cannot be empty');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('type="color"');
    expect(html).toContain('Move up: Channel 1: WhatsApp');
    expect(html).toContain('Uploaded image</option>');
  });
});
