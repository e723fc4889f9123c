import { createDragAndDropPlugin } from '@schedule-x/drag-and-drop';

/**
 * Drag and drop for schedule-x 4. Its calendar calls `startTimeGridDrag`,
 * `startDateGridDrag` and `startMonthGridDrag`; from v4 on the plugin itself
 * moved to the paid @sx-premium/drag-and-drop, and the last MIT release
 * (@schedule-x/drag-and-drop 3.7.3, already on Temporal) names the same
 * functions `create…DragHandler` with the same arguments. This maps the names.
 * (@schedule-x/resize 3.7.3 already matches what calendar 4 calls.)
 */
export function createDragPlugin(minutesPerInterval: number) {
  const plugin = createDragAndDropPlugin(minutesPerInterval);
  return Object.assign(plugin, {
    startTimeGridDrag: plugin.createTimeGridDragHandler.bind(plugin),
    startDateGridDrag: plugin.createDateGridDragHandler.bind(plugin),
    startMonthGridDrag: plugin.createMonthGridDragHandler.bind(plugin),
  });
}
