import BezelCommandLine
import Foundation

exit(BezelCommand.run(Array(CommandLine.arguments.dropFirst())))
