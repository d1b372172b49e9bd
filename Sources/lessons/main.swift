import LessonsShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await LessonsShell.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
