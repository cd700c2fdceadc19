/// A value that may change with the frame.
protocol TimeDependent {
  var dependsOnTime: Bool { get }
}

extension Track: TimeDependent {
  var dependsOnTime: Bool { !isConstant }
}
