import BezelLayers
import CGtk
import Foundation

/// Hands the scene's accessibility descriptions to GTK 4's accessibility API on the drawing
/// area, so a screen reader (through AT-SPI) reads "Countdown, 12 seconds remaining".
///
/// GTK 4.8 makes accessible objects only of widgets, and the scene is one widget: its
/// label is the elements' spoken texts ("; " between them), its description the first one's
/// hint or traits, and the first element with a number gives the value (`VALUE_NOW` /
/// `VALUE_MIN` / `VALUE_MAX` / `VALUE_TEXT`). Properties are only updated when they change, and
/// the host hands them over at most every ``interval`` while the scene animates (a running
/// countdown's value changes on every frame).
@MainActor
final class PreviewAccessibility {
  /// Seconds between two updates while the scene animates: ten a second, more often than a
  /// screen reader reads a value out.
  static let interval = 0.1
  private var applied: [AccessibilityElement]?

  /// Where to write what GTK reports back, from `BEZEL_PREVIEW_ACCESSIBILITY_LOG`: one line
  /// per change, for the preview test.
  private let logPath = ProcessInfo.processInfo.environment["BEZEL_PREVIEW_ACCESSIBILITY_LOG"]

  func update(_ widget: UnsafeMutablePointer<GtkWidget>, _ elements: [AccessibilityElement]) {
    // Frames move with layout; what is said is what matters.
    let spoken = elements.map { element -> AccessibilityElement in
      var said = element
      said.frame = .zero
      return said
    }
    guard spoken != applied else { return }
    applied = spoken
    let accessible = OpaquePointer(widget)
    let label = spoken.map(\.spokenText).joined(separator: "; ")
    let description = spoken.first.map { Self.description(of: $0) } ?? ""
    var properties: [GtkAccessibleProperty] = [
      GTK_ACCESSIBLE_PROPERTY_LABEL, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    ]
    var strings = [label, description]
    var numbers: [(GtkAccessibleProperty, Double)] = []
    if let numeric = spoken.first(where: { $0.numericValue != nil }), let now = numeric.numericValue
    {
      numbers = [
        (GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, numeric.valueRange.lowerBound),
        (GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, numeric.valueRange.upperBound),
        (GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now),
      ]
      properties.append(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
      strings.append(numeric.value ?? "")
    }
    var values = [GValue](repeating: GValue(), count: properties.count + numbers.count)
    for (i, property) in properties.enumerated() {
      gtk_accessible_property_init_value(property, &values[i])
      g_value_set_string(&values[i], strings[i])
    }
    for (j, (property, number)) in numbers.enumerated() {
      let i = properties.count + j
      gtk_accessible_property_init_value(property, &values[i])
      g_value_set_double(&values[i], number)
    }
    properties += numbers.map(\.0)
    gtk_accessible_update_property_value(
      accessible, Int32(properties.count), &properties, &values)
    for i in values.indices { g_value_unset(&values[i]) }
    if let logPath { log(accessible, to: logPath) }
  }

  /// The hint, else the traits in words ("button", "updates frequently").
  static func description(of element: AccessibilityElement) -> String {
    if let hint = element.hint { return hint }
    let names: [(AccessibilityTraits, String)] = [
      (.button, "button"), (.progressIndicator, "progress"), (.status, "status"),
      (.modal, "modal"), (.image, "image"), (.staticText, "text"),
      (.updatesFrequently, "updates frequently"),
    ]
    return names.filter { element.traits.contains($0.0) }.map(\.1).joined(separator: ", ")
  }

  /// Appends what GTK now holds for the widget's label, description and value text, read
  /// back through GTK's own accessible test API.
  private func log(_ accessible: OpaquePointer, to path: String) {
    let read = [
      GTK_ACCESSIBLE_PROPERTY_LABEL, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
    ].map { Self.readBack(accessible, $0) ?? "" }
    let role = gtk_accessible_get_accessible_role(accessible)
    let line = "role=\(role.rawValue)\tlabel=\(read[0])\tdescription=\(read[1])\tvalue=\(read[2])\n"
    guard let handle = FileHandle(forWritingAtPath: path) ?? Self.create(path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
    try? handle.close()
  }

  private static func create(_ path: String) -> FileHandle? {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    return FileHandle(forWritingAtPath: path)
  }

  private typealias CheckProperty =
    @convention(c) (OpaquePointer, GtkAccessibleProperty, UnsafePointer<CChar>)
    -> UnsafeMutablePointer<CChar>?

  /// A string property as GTK holds it, or `nil` when unset. GTK 4.8 has no getter; its test
  /// API's `gtk_test_accessible_check_property` compares with an expected value and returns
  /// the actual one when they differ, so it is asked with a value no property has. (The
  /// function is variadic, which Swift cannot call directly; with one pointer argument the
  /// fixed-argument call is the same on x86-64 and arm64 Linux.)
  static func readBack(_ accessible: OpaquePointer, _ property: GtkAccessibleProperty) -> String? {
    guard gtk_test_accessible_has_property(accessible, property) != 0,
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "gtk_test_accessible_check_property")
    else { return nil }
    let check = unsafeBitCast(symbol, to: CheckProperty.self)
    guard let actual = check(accessible, property, "\u{1}") else { return nil }
    defer { g_free(actual) }
    return String(cString: actual)
  }
}
