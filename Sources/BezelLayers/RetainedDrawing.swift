import BezelDrawing
import Foundation

/// What a layer's last drawing was built from, and the items it gave: a frame whose inputs
/// are the same hands out the same items (the same boxes), so nothing is built again and
/// whatever compares frames (a renderer's damage, `==` on lists) meets an identity check.
///
/// Every input is compared, none is trusted to be unchanged: the values of the group's shell,
/// the mask's items, the contents (which ``Layer/drawContents(localTime:)`` makes afresh) and
/// each sublayer's items. A sublayer whose drawing stayed returns its own retained items, so
/// comparing them is an identity check per item.
final class RetainedDrawing {
  /// The values the group around the layer's items is built from.
  struct Shell: Equatable {
    var transform: Transform
    var opacity: Double
    var bounds: CGRect
    var cornerRadius: Double
    var backgroundColor: Color?
    var borderWidth: Double
    var borderColor: Color?
    var masksToBounds: Bool
  }

  var shell: Shell
  var mask: [DisplayItem]?
  var contents: [DisplayItem]
  /// Each sublayer's items, in drawing order.
  var parts: [[DisplayItem]]
  var items: [DisplayItem]

  init(
    shell: Shell, mask: [DisplayItem]?, contents: [DisplayItem], parts: [[DisplayItem]],
    items: [DisplayItem]
  ) {
    self.shell = shell
    self.mask = mask
    self.contents = contents
    self.parts = parts
    self.items = items
  }

  /// Whether `a` and `b` hold the same boxes in the same order (and so draw alike).
  static func identical(_ a: [DisplayItem], _ b: [DisplayItem]) -> Bool {
    guard a.count == b.count else { return false }
    for index in a.indices where !a[index].isIdentical(to: b[index]) { return false }
    return true
  }

  static func identical(_ a: [DisplayItem]?, _ b: [DisplayItem]?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): identical(a, b)
    default: false
    }
  }

  /// `contents` with each item equal to the retained one at its place replaced by that one,
  /// so an unchanged item keeps its box. Groups are compared by identity only: comparing
  /// their trees could cost as much as drawing them.
  func reusing(_ contents: [DisplayItem]) -> [DisplayItem] {
    let kept = self.contents
    if RetainedDrawing.identical(contents, kept) { return contents }
    var result = contents
    for index in 0..<min(kept.count, contents.count) {
      let item = contents[index]
      guard !item.isIdentical(to: kept[index]) else { continue }
      switch item {
      case .fill, .stroke, .text:
        if item == kept[index] { result[index] = kept[index] }
      case .image, .group:
        continue
      }
    }
    return result
  }
}
