import BezelDrawing
import BezelLayers
import Foundation
import Testing

/// `DisplayItem` and `GroupItem` equality, which frame damage relies on to leave pixels alone:
/// every field that differs makes items unequal, equal values built apart are equal; and the
/// identity shortcut damage takes before comparing.
struct DisplayItemEqualityTests {
  private static let square = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
  private static let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5))

  private static func group() -> GroupItem {
    GroupItem(
      transform: Transform(translationX: 3, y: 4), opacity: 0.5, clip: square,
      clipRule: .nonZero, renderPolicy: .exact,
      mask: Mask(items: [.fill(circle, .white)], mode: .alpha), blendMode: .normal,
      children: [.fill(square, .red), .stroke(circle, paint: .color(.blue), style: StrokeStyle())])
  }

  /// One change of each of a group's fields.
  private static let groupChanges: [(String, @Sendable (inout GroupItem) -> Void)] = [
    ("transform", { $0.transform = Transform(translationX: 3, y: 5) }),
    ("opacity", { $0.opacity = 0.25 }),
    ("clip", { $0.clip = circle }),
    ("clip removed", { $0.clip = nil }),
    ("clipRule", { $0.clipRule = .evenOdd }),
    ("renderPolicy", { $0.renderPolicy = .browserLike }),
    ("mask", { $0.mask = Mask(items: [.fill(square, .white)], mode: .alpha) }),
    ("mask mode", { $0.mask?.mode = .luminance }),
    ("mask inverted", { $0.mask?.inverted = true }),
    ("blendMode", { $0.blendMode = .multiply }),
    ("effects", { $0.effects = [LayerEffect(.tint(black: .black, white: .red, amount: 1))] }),
    ("effectsSeeWholeContent", { $0.effectsSeeWholeContent = true }),
    ("isolated", { $0.isolated = true }),
    ("children", { $0.children[0] = .fill(square, .green) }),
    ("child removed", { $0.children.removeLast() }),
  ]

  @Test func everyGroupFieldIsCompared() {
    // A field added to `GroupItem` must be added to the changes above.
    #expect(Mirror(reflecting: Self.group()).children.count == 11)
    let base = Self.group()
    for (name, change) in Self.groupChanges {
      var changed = Self.group()
      change(&changed)
      #expect(changed != base, "\(name)")
      #expect(DisplayItem.group(changed) != .group(base), "\(name)")
      #expect(DisplayItem.group(base) != .group(changed), "\(name)")
    }
  }

  @Test func equalValuesBuiltApartAreEqual() {
    #expect(Self.group() == Self.group())
    #expect(DisplayItem.group(Self.group()) == .group(Self.group()))
    let nested = DisplayItem.group(GroupItem(children: [.group(Self.group())]))
    #expect(nested == .group(GroupItem(children: [.group(Self.group())])))
    var deep = Self.group()
    deep.children[1] = .stroke(Self.circle, paint: .color(.blue), style: StrokeStyle(lineWidth: 2))
    #expect(nested != .group(GroupItem(children: [.group(deep)])))
  }

  @Test func everyItemFieldIsCompared() throws {
    let bitmap = Bitmap(width: 2, height: 2, filledWith: .red)
    let otherBitmap = Bitmap(width: 2, height: 2, filledWith: .blue)
    let rect = CGRect(x: 0, y: 0, width: 2, height: 2)
    let text = TextItem(string: "a", frame: rect)
    let pairs: [(String, DisplayItem, DisplayItem)] = [
      ("fill path", .fill(Self.square, .red), .fill(Self.circle, .red)),
      ("fill paint", .fill(Self.square, .red), .fill(Self.square, .blue)),
      (
        "fill rule", .fill(Self.square, paint: .color(.red), rule: .nonZero),
        .fill(Self.square, paint: .color(.red), rule: .evenOdd)
      ),
      (
        "stroke path", .stroke(Self.square, paint: .color(.red), style: StrokeStyle()),
        .stroke(Self.circle, paint: .color(.red), style: StrokeStyle())
      ),
      (
        "stroke paint", .stroke(Self.square, paint: .color(.red), style: StrokeStyle()),
        .stroke(Self.square, paint: .color(.blue), style: StrokeStyle())
      ),
      (
        "stroke style", .stroke(Self.square, paint: .color(.red), style: StrokeStyle()),
        .stroke(Self.square, paint: .color(.red), style: StrokeStyle(lineWidth: 3))
      ),
      ("text", .text(text), .text(TextItem(string: "b", frame: rect))),
      ("image bitmap", .image(bitmap, rect: rect), .image(otherBitmap, rect: rect)),
      (
        "image rect", .image(bitmap, rect: rect),
        .image(bitmap, rect: CGRect(x: 0, y: 0, width: 3, height: 2))
      ),
      (
        "image quality", .image(bitmap, rect: rect, quality: .high),
        .image(bitmap, rect: rect, quality: .nearest)
      ),
      (
        "case", .fill(Self.square, .red),
        .stroke(Self.square, paint: .color(.red), style: StrokeStyle())
      ),
      (
        "group and fill", .group(GroupItem(children: [.fill(Self.square, .red)])),
        .fill(Self.square, .red)
      ),
    ]
    for (name, a, b) in pairs {
      #expect(a != b, "\(name)")
      #expect(b != a, "\(name)")
      #expect(a == a, "\(name)")
    }
    // Built apart, equal payloads are equal.
    #expect(DisplayItem.text(text) == .text(TextItem(string: "a", frame: rect)))
    #expect(
      DisplayItem.image(Bitmap(width: 2, height: 2, filledWith: .red), rect: rect)
        == .image(bitmap, rect: rect))
  }

  @Test func oneBoxIsIdenticalAndOnlyOneBox() {
    // Two values in one box are the same payload and paint the same pixels (damage skips them
    // unexamined); a payload built apart is not identical, though equal.
    let item = DisplayItem.group(GroupItem(opacity: 0.5, children: [.fill(Self.square, .red)]))
    let copy = item
    #expect(item.isIdentical(to: copy))
    let apart = DisplayItem.group(GroupItem(opacity: 0.5, children: [.fill(Self.square, .red)]))
    #expect(!item.isIdentical(to: apart))
    #expect(item == apart)
    #expect(!DisplayItem.fill(Self.square, .red).isIdentical(to: .fill(Self.square, .red)))
    #expect(!item.isIdentical(to: .fill(Self.square, .red)))
  }
}
