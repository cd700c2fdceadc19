/// Why an expression could not be compiled or evaluated.
package enum ExpressionError: Error, Equatable, CustomStringConvertible {
  /// The source is not valid in the supported language subset.
  case syntax(String)
  /// A hard limit (steps, recursion depth, array size) was hit.
  case limit(String)
  /// A JavaScript exception escaped the expression.
  case uncaught(String)
  /// The result cannot be used as the property's value.
  case badResult(String)

  package var description: String {
    switch self {
    case .syntax(let s): return "syntax error: \(s)"
    case .limit(let s): return "limit exceeded: \(s)"
    case .uncaught(let s): return "uncaught exception: \(s)"
    case .badResult(let s): return "unusable result: \(s)"
    }
  }
}
