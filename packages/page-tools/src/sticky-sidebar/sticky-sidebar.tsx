/**
 * <mf-sticky-sidebar> (site-components spec §2 "Sticky sidebar", §4, §9: 3 s): the page's quick
 * actions stuck to the viewport's end edge. Desktop: a strip of icons whose labels show while it
 * is active. Mobile and tablet: one button in the corner that shows the actions above it, so the
 * page's content is never covered without a way to close it.
 */
import { useEffect, useId, useRef } from 'react';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { type PropsOf } from '@mf/core/element/define-api';
import { useElementContext } from '@mf/core/element/element-context';
import { useLightDom } from '@mf/core/element/light-dom';
import { Icon, MAIL_ICON } from '../shared/icon';
import type { stickySidebarApi } from './sticky-sidebar.api';
import { ICONS, readActions, type QuickAction } from './internal/actions';
import { useActivation } from './internal/activation';

type Props = PropsOf<typeof stickySidebarApi>;

const NONE: QuickAction[] = [];
const TOGGLE_ICON = 'M12 5v14M5 12h14';

export function StickySidebar({ labels }: Props) {
  const { host } = useElementContext();
  const actions = useLightDom(host, readActions, NONE);
  const breakpoint = useBreakpoint();
  const corner = breakpoint === 'mobile' || breakpoint === 'tablet';
  const { active, setActive, handlers } = useActivation(!corner);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = `qa${useId().replace(/[^\w-]/g, '')}`;

  // The corner's actions cover the page: a press anywhere outside closes them.
  useEffect(() => {
    if (!corner || !active || !host) return;
    const onPress = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) setActive(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [corner, active, host, setActive]);

  if (actions.length === 0) return <div part="base" hidden data-state="inactive" />;

  return (
    <div
      part="base"
      className="sidebar"
      data-state={active ? 'active' : 'inactive'}
      data-layout={corner ? 'corner' : 'strip'}
      {...handlers}
      onKeyDown={(event) => {
        const wasInPanel = corner && active && event.key === 'Escape';
        handlers.onKeyDown(event);
        if (wasInPanel) toggle.current?.focus();
      }}
    >
      {/* The button before the actions it shows (disclosure pattern): Tab goes on into them. */}
      {corner ? (
        <button
          ref={toggle}
          type="button"
          part="toggle"
          className="toggle"
          aria-expanded={active}
          aria-controls={id}
          onClick={() => setActive(!active)}
        >
          <Icon d={TOGGLE_ICON} />
          <span className="mf-visually-hidden">{labels.toggle}</span>
        </button>
      ) : null}
      <nav id={id} aria-label={labels.nav} hidden={corner && !active}>
        <ul part="list" className="list">
          {actions.map((action, index) => (
            <li key={index} part="item list-item" className="item">
              <a part="link" className="link" href={action.href} {...action.attributes}>
                <Icon d={action.icon === 'mail' ? MAIL_ICON : ICONS[action.icon]} />
                <span className="text">{action.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
