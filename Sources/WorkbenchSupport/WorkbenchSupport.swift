public enum WorkbenchSupport {}
