import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 Toolbar state, with its defaults. Persisted (spec §9). */
interface ToolbarState {
  selectedTab: string;
  leftSidebarIsExpanded: boolean;
  rightSidebarIsExpanded: boolean;
  isPreviewActive: boolean;
}

const initialToolbarState: ToolbarState = {
  selectedTab: 'Text',
  leftSidebarIsExpanded: true,
  rightSidebarIsExpanded: true,
  isPreviewActive: false,
};

const toolbarSlice = createSlice({
  name: 'toolbar',
  initialState: initialToolbarState,
  reducers: {
    setSelectedTab(state, action: PayloadAction<string>) {
      state.selectedTab = action.payload;
    },
    toggleLeftSidebar(state) {
      state.leftSidebarIsExpanded = !state.leftSidebarIsExpanded;
    },
    toggleRightSidebar(state) {
      state.rightSidebarIsExpanded = !state.rightSidebarIsExpanded;
    },
    setPreviewActive(state, action: PayloadAction<boolean>) {
      state.isPreviewActive = action.payload;
    },
  },
});

export const { setSelectedTab, toggleLeftSidebar, toggleRightSidebar, setPreviewActive } = toolbarSlice.actions;
export const toolbarReducer = toolbarSlice.reducer;
