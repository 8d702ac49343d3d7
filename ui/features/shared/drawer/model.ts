import { createEvent, createStore, sample } from 'effector';
import { pageLoadStarted } from '../page/model.ts';

/** The side drawer (spec section 2 'App shell overlays', in-page flag showDrawer). */
export const $drawerOpen = createStore(false, { sid: 'drawer/$drawerOpen', serialize: 'ignore' });

/** The hamburger button was pressed. */
export const drawerToggled = createEvent();
/** Escape, the backdrop, the close button or a link closed it. */
export const drawerClosed = createEvent();

$drawerOpen.on(drawerToggled, (open) => !open).on(drawerClosed, () => false);

// Spec section 4 'Page loading': the drawer closes when a page starts loading.
sample({ clock: pageLoadStarted, target: drawerClosed });

/** The drawer element's id, for the button's `aria-controls`. */
export const SIDE_DRAWER_ID = 'side-drawer';
