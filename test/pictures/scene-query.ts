/** Reading a scene in tests: the marked groups it draws, their texts, and what they are made of. */
import type { GroupNode, Mark, Scene, SceneNode } from '../../src/pictures/scene.js';

/** A marked group and the marks of the groups around it, innermost last. */
export interface Marked {
  mark: Mark;
  node: GroupNode;
  within: Mark[];
}

function walk(nodes: readonly SceneNode[], within: Mark[], out: Marked[]): void {
  for (const node of nodes) {
    if (node.kind !== 'group') continue;
    if (node.mark) out.push({ mark: node.mark, node, within });
    walk(node.children, node.mark ? [...within, node.mark] : within, out);
  }
}

/** Every marked group of a scene, in drawing order. */
export function marks(scene: Scene): Marked[] {
  const out: Marked[] = [];
  walk(scene.nodes, [], out);
  return out;
}

/** The marked groups whose mark has every key and value of `match`. */
export function find(scene: Scene, match: Mark): Marked[] {
  return marks(scene).filter((m) => Object.entries(match).every(([key, value]) => m.mark[key] === value));
}

/** The codes of the cards marked with `role` (and any other `match`), in drawing order. */
export function cards(scene: Scene, role: string, match: Mark = {}): string[] {
  return find(scene, { role, ...match }).map((m) => String(m.mark.card));
}

/** Every shape under a node (groups excluded). */
export function shapes(node: SceneNode): SceneNode[] {
  return node.kind === 'group' ? node.children.flatMap(shapes) : [node];
}

/** The texts drawn under a node, or in the whole scene. */
export function texts(node: SceneNode | Scene): string[] {
  const nodes = 'nodes' in node ? node.nodes : [node];
  return nodes.flatMap(shapes).flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
}

/** True when every marked card of the scene draws a face: a frame and its rank, or a back. */
export function everyCardDrawn(scene: Scene): boolean {
  return marks(scene)
    .filter((m) => m.mark.card !== undefined)
    .every((m) => shapes(m.node).some((s) => s.kind === 'rect') && texts(m.node).length > 0);
}
