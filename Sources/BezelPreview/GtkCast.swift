import CGtk

/// Reinterprets a GObject instance pointer as another class in its hierarchy (C's
/// `GTK_WINDOW (widget)` without the run-time check), which Swift cannot do implicitly.
func gtkCast<Source, Target>(
  _ pointer: UnsafeMutablePointer<Source>, to: Target.Type = Target.self
) -> UnsafeMutablePointer<Target> {
  UnsafeMutablePointer<Target>(OpaquePointer(pointer))
}
