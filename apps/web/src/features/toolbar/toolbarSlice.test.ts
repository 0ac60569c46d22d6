import { describe, expect, it } from 'vitest';
import { setPreviewActive, setSelectedTab, toggleLeftSidebar, toggleRightSidebar, toolbarReducer } from './toolbarSlice';

describe('toolbar slice (spec §3 Toolbar state)', () => {
  it('starts on the Text tab with both sidebars open and no preview', () => {
    expect(toolbarReducer(undefined, { type: 'init' })).toEqual({
      selectedTab: 'Text', leftSidebarIsExpanded: true, rightSidebarIsExpanded: true, isPreviewActive: false,
    });
  });
  it('selects tabs, toggles sidebars and the preview', () => {
    let s = toolbarReducer(undefined, setSelectedTab('Shapes'));
    s = toolbarReducer(s, toggleLeftSidebar());
    s = toolbarReducer(s, toggleRightSidebar());
    s = toolbarReducer(s, setPreviewActive(true));
    expect(s).toEqual({ selectedTab: 'Shapes', leftSidebarIsExpanded: false, rightSidebarIsExpanded: false, isPreviewActive: true });
  });
});
