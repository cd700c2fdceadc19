import BezelDrawing
import BezelLayers
import Foundation

extension CompiledMask {
  /// The mask's outline at `frame`, grown or shrunk by its expansion (round corners, as
  /// After Effects expands masks).
  func outline(at frame: Double) -> Path {
    var path = Path()
    let shape = self.path.value(at: frame)
    let amount = expansion.value(at: frame)
    if amount == 0 || !amount.isFinite {
      // The elements in one allocation, not one at each doubling (every frame, every mask).
      path.reserveCapacity(shape.pathElementCount)
      shape.append(to: &path, transform: .identity)
      return path
    }
    var closed = shape
    closed.closed = true
    for part in PathBooleans.offset([closed], amount: amount, join: .round, miterLimit: 4) {
      part.append(to: &path, transform: .identity)
    }
    return path
  }

  /// True when the mask can only be drawn by comparing coverages (lighten, darken,
  /// difference), not by the alpha operators add, subtract and intersect use.
  var needsComparison: Bool {
    mode == .lighten || mode == .darken || mode == .difference
  }

  /// The mode that gives the same coverage as this one when the mask is a layer's first:
  /// lighten and difference start from no coverage, where they add; darken starts from full
  /// coverage, where it intersects. The alpha operators then draw it instead of a luminance
  /// comparison, which blends a group as large as the layer.
  var modeAsFirst: MaskModel.Mode {
    switch mode {
    case .lighten, .difference: .add
    case .darken: .intersect
    default: mode
    }
  }
}

/// Builds the mask item tree for masks that compare coverages, in luminance: each mask is an
/// opaque grey image of its coverage (times its opacity), combined with the masks before it
/// by the blend mode that does its arithmetic on grey levels.
enum MaskComparison {
  /// A luminance mask of `masks` at `frame`; `big` covers everything the layer can draw.
  static func mask(_ masks: [CompiledMask], frame: Double, big: CGRect) -> Mask {
    var items: [DisplayItem] = []
    for (n, mask) in masks.enumerated() {
      let alpha = clamp(mask.opacity.value(at: frame) / 100)
      var coverage = Path()
      if mask.inverted { coverage.addRect(big) }
      coverage.addPath(mask.outline(at: frame))
      // Subtracting multiplies by the complement of the coverage.
      let complement = mask.mode == .subtract
      let grey: [DisplayItem] = [
        .fill(Path(rect: big), complement ? .white : .black),
        .fill(
          coverage, paint: .color(Color(white: complement ? 0 : 1, alpha: alpha)),
          rule: mask.inverted ? .evenOdd : .nonZero),
      ]
      // Subtract, intersect and darken start from full coverage, the others from none, and
      // their blend leaves the first grey image as it is: it is drawn without a group.
      if n == 0 {
        items = grey
        continue
      }
      let blend: BlendMode
      switch mask.mode {
      case .add, .none: blend = .screen
      case .subtract, .intersect: blend = .multiply
      case .lighten: blend = .lighten
      case .darken: blend = .darken
      case .difference: blend = .difference
      }
      items.append(.group(GroupItem(blendMode: blend, children: grey)))
    }
    return Mask(items: items, mode: .luminance)
  }
}
