/// One picture in the demo gallery: the `bezel render` arguments that make it and a caption.
struct DemoItem {
  var title: String
  var caption: String
  /// The arguments after `bezel render`, with `{out}` for the output directory.
  var arguments: [String]

  /// The output file name (the argument after `-o`).
  var outputName: String {
    guard let index = arguments.firstIndex(of: "-o"), index + 1 < arguments.count else { return "" }
    return arguments[index + 1]
  }
}
