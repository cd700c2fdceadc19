/// What the main actor does next.
enum PipelineAction {
  case produce
  case write(Result<PreparedFrame, ExportError>)
  case cancelled
}
