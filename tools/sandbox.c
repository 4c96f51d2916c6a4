/*
 * sandbox: run one program under a judge's limits and report what it used.
 *
 *   sandbox CPU_MS WALL_MS AS_MIB OUT_MIB IN OUT ERR PROG [ARG...]
 *
 * The program runs in a process group of its own with stdin from IN and
 * stdout, stderr to OUT, ERR.  Limits:
 *   CPU_MS   CPU time (user + sys); the kernel kills it a second past that,
 *            the caller judges the time it reports
 *   WALL_MS  wall clock; then the whole group is killed, so a program that
 *            sleeps or blocks cannot hang the judge
 *   AS_MIB   address space (0 = none: sanitizers map terabytes of shadow);
 *            a hard stop so that a memory hog cannot take the machine
 *   OUT_MIB  size of any file written; over it the program gets SIGXFSZ
 * When it ends, for whatever reason, the whole group is killed, so nothing it
 * started is left running.  One line goes to stdout, all integers:
 *   exit STATUS | signal NUMBER | timeout 0    then   CPU_MS PEAK_KIB WALL_US
 * (PEAK_KIB is the peak resident set, from getrusage).  Exit status 0 when
 * that line was printed, 2 on a usage or system error.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t timed_out;
static volatile pid_t group;	/* the child's process group, once started */

static void on_alarm(int sig)
{
	(void)sig;
	timed_out = 1;
}

/* Interrupted ourselves (Ctrl-C reaches our group, not the child's): take
 * the child's group down with us. */
static void on_stop(int sig)
{
	if (group > 0)
		kill(-group, SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void die(const char *what)
{
	fprintf(stderr, "sandbox: %s: %s\n", what, strerror(errno));
	exit(2);
}

static long number(const char *s, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);
	if (end == s || *end || v < 0) {
		fprintf(stderr, "sandbox: bad %s '%s'\n", what, s);
		exit(2);
	}
	return v;
}

static void limit(int resource, rlim_t value)
{
	struct rlimit r;
	r.rlim_cur = r.rlim_max = value;
	if (setrlimit(resource, &r) != 0)
		die("setrlimit");
}

static void redirect(const char *path, int fd, int flags)
{
	int f = open(path, flags, 0644);
	if (f < 0 || dup2(f, fd) < 0)
		die(path);
	close(f);
}

/* In the child: limits, files, then the program; never returns. */
static void start(long cpu_ms, long as_mib, long out_mib, char **argv)
{
	setpgid(0, 0);
	limit(RLIMIT_CPU, (rlim_t)(cpu_ms / 1000 + 1));   /* SIGXCPU */
	if (as_mib > 0)
		limit(RLIMIT_AS, (rlim_t)as_mib << 20);
	limit(RLIMIT_FSIZE, (rlim_t)out_mib << 20);
	limit(RLIMIT_CORE, 0);
	redirect(argv[5], 0, O_RDONLY);
	redirect(argv[6], 1, O_WRONLY | O_CREAT | O_TRUNC);
	redirect(argv[7], 2, O_WRONLY | O_CREAT | O_TRUNC);
	execv(argv[8], argv + 8);
	fprintf(stderr, "sandbox: cannot run %s: %s\n", argv[8],
		strerror(errno));
	_exit(127);
}

int main(int argc, char **argv)
{
	long cpu_ms, wall_ms, as_mib, out_mib, used_ms, wall_us;
	struct timespec began, ended;
	struct sigaction sa;
	struct itimerval timer;
	struct rusage ru;
	pid_t pid;
	int status;

	if (argc < 9) {
		fputs("usage: sandbox CPU_MS WALL_MS AS_MIB OUT_MIB IN OUT ERR "
		      "PROG [ARG...]\n", stderr);
		return 2;
	}
	cpu_ms = number(argv[1], "cpu milliseconds");
	wall_ms = number(argv[2], "wall milliseconds");
	as_mib = number(argv[3], "address space");
	out_mib = number(argv[4], "output size");

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;      /* no SA_RESTART: waitpid gets EINTR */
	sigaction(SIGALRM, &sa, NULL);
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGXFSZ, SIG_IGN);      /* ours; the child's is reset by exec */

	clock_gettime(CLOCK_MONOTONIC, &began);
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		signal(SIGXFSZ, SIG_DFL);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		start(cpu_ms, as_mib, out_mib, argv);
	}
	setpgid(pid, pid);             /* both sides set it: no race */
	group = pid;

	memset(&timer, 0, sizeof timer);
	timer.it_value.tv_sec = wall_ms / 1000;
	timer.it_value.tv_usec = wall_ms % 1000 * 1000;
	setitimer(ITIMER_REAL, &timer, NULL);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			die("waitpid");
		if (timed_out)
			kill(-pid, SIGKILL);
	}
	clock_gettime(CLOCK_MONOTONIC, &ended);
	kill(-pid, SIGKILL);           /* whatever it left behind */
	wall_us = (ended.tv_sec - began.tv_sec) * 1000000L
		+ (ended.tv_nsec - began.tv_nsec) / 1000;

	getrusage(RUSAGE_CHILDREN, &ru);
	used_ms = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L
		+ (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
	if (timed_out)
		printf("timeout 0");
	else if (WIFSIGNALED(status))
		printf("signal %d", WTERMSIG(status));
	else
		printf("exit %d", WEXITSTATUS(status));
	printf(" %ld %ld %ld\n", used_ms, ru.ru_maxrss, wall_us);
	return 0;
}
