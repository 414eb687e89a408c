// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventTracking, eventTrackingField } from '#modules/shared/event-tracking.ts';
import {
  ColorField,
  EventTrackingFields,
  ListEditor,
  pickerColor,
  TextArea,
  TextField,
} from '#modules/shared/form/controls.tsx';
import { installTrackingListener } from '#modules/shared/tracking-runtime.ts';

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const button = (label: string) => {
  const found = [...host.querySelectorAll('button')].find((b) =>
    (b.getAttribute('aria-label') ?? b.textContent)?.includes(label),
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());

function Items({ onItems }: { onItems: (items: string[]) => void }) {
  const [items, setItems] = useState(['a', 'b']);
  return (
    <ListEditor
      items={items}
      lang="en"
      min={1}
      max={3}
      create={() => 'new'}
      onChange={(next) => {
        setItems(next);
        onItems(next);
      }}
      renderItem={(item) => <span className="value">{item}</span>}
    />
  );
}

describe('text controls', () => {
  // Chromium re-styles a text control's placeholder box on every edit while the attribute is
  // there: it is set only while the control is empty, the only time it shows (BENCHMARKS row 10).
  it('carry their placeholder only while empty', () => {
    const render = (value: string) =>
      act(() =>
        root.render(
          <>
            <TextField label="Name" value={value} onChange={() => undefined} placeholder="Your name" />
            <TextArea label="Text" value={value} onChange={() => undefined} placeholder="Your text" />
            <ColorField label="Colour" value={value} onChange={() => undefined} lang="en" />
          </>,
        ),
      );
    const placeholders = () =>
      [...host.querySelectorAll('input[type="text"], textarea')].map((field) =>
        field.getAttribute('placeholder'),
      );
    render('');
    expect(placeholders()).toEqual(['Your name', 'Your text', '#000000']);
    render('a');
    expect(placeholders()).toEqual([null, null, null]);
    render('');
    expect(placeholders()).toEqual(['Your name', 'Your text', '#000000']);
  });

  // A key shows in the control without any render, so a form may render after the frame that
  // shows it (BENCHMARKS row 10); a value from outside (an undo) still replaces what it shows.
  it('show a key themselves, report it, and show a value given from outside', () => {
    const reported: string[] = [];
    const renders = { count: 0 };
    function Counted({ value }: { value: string }) {
      renders.count += 1;
      return (
        <TextArea
          label="Text"
          value={value}
          onChange={(next) => reported.push(next)}
          placeholder="Your text"
        />
      );
    }
    act(() => root.render(<Counted value="Title" />));
    const area = host.querySelector('textarea') as HTMLTextAreaElement;
    const type = (text: string) =>
      act(() => {
        // The element's own setter, as the browser's typing sets it (React tracks the property).
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('Titles');
    expect(reported).toEqual(['Titles']);
    expect(area.value).toBe('Titles');
    expect(renders.count).toBe(1);
    type('');
    expect(area.getAttribute('placeholder')).toBe('Your text');
    type('T');
    expect(area.getAttribute('placeholder')).toBeNull();
    // The form catches up with the same value: nothing is rewritten; an undo's value is shown.
    act(() => root.render(<Counted value="T" />));
    expect(area.value).toBe('T');
    act(() => root.render(<Counted value="Title" />));
    expect(area.value).toBe('Title');
    expect(area.getAttribute('placeholder')).toBeNull();
    act(() => root.render(<Counted value="" />));
    expect(area.value).toBe('');
    expect(area.getAttribute('placeholder')).toBe('Your text');
    expect(reported).toEqual(['Titles', '', 'T']);
  });
});

describe('ListEditor', () => {
  it('adds, reorders and removes items within min and max', () => {
    let seen: string[] = [];
    act(() => root.render(<Items onItems={(items) => (seen = items)} />));
    expect(button('Move up: Item 1').disabled).toBe(true);
    click(button('Move down: Item 1'));
    expect(seen).toEqual(['b', 'a']);
    click(button('Add'));
    expect(seen).toEqual(['b', 'a', 'new']);
    expect(button('Add').disabled).toBe(true);
    click(button('Remove: Item 1'));
    click(button('Remove: Item 1'));
    expect(seen).toEqual(['new']);
    expect(button('Remove: Item 1').disabled).toBe(true);
  });
});

describe('ListEditor bounds with messages', () => {
  it('says the rule instead of crossing a bound, until the list changes', () => {
    let items = ['a'];
    const render = () =>
      act(() =>
        root.render(
          <ListEditor
            items={items}
            lang="en"
            min={1}
            max={2}
            minMessage="Keep one"
            maxMessage="Two at most"
            create={() => 'new'}
            onChange={(next) => {
              items = next;
              render();
            }}
            renderItem={(item) => <span>{item}</span>}
          />,
        ),
      );
    render();
    const remove = button('Remove: Item 1');
    expect(remove.disabled).toBe(false);
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    click(remove);
    expect(items).toEqual(['a']);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Keep one');
    click(button('Add'));
    expect(items).toEqual(['a', 'new']);
    expect(host.querySelector('[role="alert"]')).toBeNull();
    click(button('Add'));
    expect(items).toEqual(['a', 'new']);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Two at most');
  });
});

describe('ColorField', () => {
  it('ties the picker and the hex text to one label and shows the error', () => {
    act(() =>
      root.render(<ColorField label="Color" value="#abc" onChange={() => {}} lang="en" error="Bad" />),
    );
    const picker = host.querySelector<HTMLInputElement>('input[type="color"]');
    expect(picker?.value).toBe('#aabbcc');
    expect(host.querySelector('label')?.getAttribute('for')).toBe(picker?.id);
    expect(host.querySelector('input[type="text"]')?.getAttribute('aria-label')).toBe('Color (hex)');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Bad');
    expect(pickerColor('#11223344')).toBe('#112233');
    expect(pickerColor('nope')).toBe('#000000');
  });
});

describe('EventTrackingFields', () => {
  it('shows the event type once enabled and the custom name for Custom', () => {
    let value: EventTracking = eventTrackingField().parse({});
    const render = () =>
      act(() =>
        root.render(
          <EventTrackingFields
            value={value}
            onChange={(next) => {
              value = next;
              render();
            }}
            errors={{ 'eventTracking.customEventName': 'Please enter the custom event name' }}
            lang="en"
          />,
        ),
      );
    render();
    expect(host.querySelector('select')).toBeNull();
    click(host.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement);
    expect(value.enabled).toBe(true);
    expect(host.querySelectorAll('select option')).toHaveLength(12);
    value = { ...value, eventType: 'Custom' };
    render();
    expect(host.textContent).toContain('Please enter the custom event name');
  });
});

describe('installTrackingListener', () => {
  it('reports clicks on marked elements to the pixels, with the click event id, and stops when asked', () => {
    const calls: unknown[][] = [];
    // The beacon's listener (src/published/beacon.ts) makes the click's id first: the pixel repeats it.
    const shareId = (event: Event) => Object.assign(event, { lpId: 'click-id-from-the-beacon' });
    document.addEventListener('click', shareId, { capture: true });
    const stop = installTrackingListener(document, { fbq: (...args: unknown[]) => calls.push(args) });
    host.innerHTML =
      '<a data-lp-event="Contact" href="#"><span id="inner">x</span></a><a id="plain" href="#">y</a>';
    document.getElementById('inner')?.click();
    document.getElementById('plain')?.click();
    document.removeEventListener('click', shareId, { capture: true });
    expect(calls).toEqual([['track', 'Contact', {}, { eventID: 'click-id-from-the-beacon' }]]);
    stop();
    document.getElementById('inner')?.click();
    expect(calls).toHaveLength(1);
  });
});
